import { grantedPermissions, parseAuthorizations } from '@cuvee/kernel';
import type { CollaboratorDto, RecipientDto, StructureNodeDto, TeamMemberDto } from './dto/member.dto.js';
import type { StructureNode, TeamMember } from './team.service.js';

export function toTeamMemberDto(member: TeamMember): TeamMemberDto {
  return {
    id: member.userId,
    username: member.user.username,
    firstname: member.user.firstname,
    lastname: member.user.lastname,
    email: member.user.email,
    phone: member.user.phone,
    role: member.role,
    blocked: member.blocked,
    reportsToUserId: member.reportsToUserId,
    createdAt: member.createdAt,
  };
}

export function toCollaboratorDto(member: TeamMember): CollaboratorDto {
  const authorizations = parseAuthorizations(member.authorizations);
  return {
    ...toTeamMemberDto(member),
    authorizations,
    permissions: grantedPermissions({ role: member.role, blocked: member.blocked, authorizations }),
  };
}

export function toRecipientDto(member: TeamMember): RecipientDto {
  return {
    id: member.userId,
    username: member.user.username,
    firstname: member.user.firstname,
    lastname: member.user.lastname,
    email: member.user.email,
    role: member.role,
  };
}

export function toStructureDto(node: StructureNode): StructureNodeDto {
  return {
    id: node.member.userId,
    username: node.member.user.username,
    firstname: node.member.user.firstname,
    lastname: node.member.user.lastname,
    email: node.member.user.email,
    role: node.member.role,
    blocked: node.member.blocked,
    children: node.children.map(toStructureDto),
  };
}

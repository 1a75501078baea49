import { AdminController } from '../admin/admin.controller.js';
import { AdminService } from '../admin/admin.service.js';
import { AgentsController, ShopAgentsController } from '../agents/agents.controller.js';
import { AgentsService } from '../agents/agents.service.js';
import { AgentShopsController, ShopTakeoversController } from '../agent-shops/agent-shops.controller.js';
import { AgentShops } from '../agent-shops/agent-shops.service.js';
import { CollaboratorsController } from '../collaborators/collaborators.controller.js';
import { CollaboratorsService } from '../collaborators/collaborators.service.js';
import { ShopMember } from './shop-member.entity.js';
import { ShopSettingsSections } from './shop-settings-sections.js';
import { Shop } from './shop.entity.js';
import { ShopsController } from './shops.controller.js';
import { ShopsService } from './shops.service.js';
import { TeamInvitations } from './team-invitations.service.js';
import { TeamService } from './team.service.js';

/* What the shops part of iam adds to IamModule: shops, collaborators, agents, admin, agents' shops. */

export const shopEntities = [Shop, ShopMember];

export const shopControllers = [
  ShopsController,
  CollaboratorsController,
  AgentsController,
  ShopAgentsController,
  AdminController,
  AgentShopsController,
  ShopTakeoversController,
];

export const shopProviders = [
  ShopsService,
  ShopSettingsSections,
  TeamService,
  TeamInvitations,
  CollaboratorsService,
  AgentsService,
  AdminService,
  AgentShops,
];

import { BadRequestException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import { Database, upsertRow, type RequestContext } from '@cuvee/platform';
import { mappingProblems, type MovementMapping } from '../domain/drm-categories.js';
import { CAPSULE_TYPES, type CapsuleType } from '../domain/declaration.js';
import { CustomsProfile } from './customs-profile.entity.js';
import type { CustomsProfileDto, CustomsProfileInputDto } from './dto/customs-profile.dto.js';

const DEFAULTS = {
  exciseNumber: null,
  cvi: null,
  interproSiren: null,
  capsuleType: 'COLLECTIVES_DROITS_SUSPENDUS' as CapsuleType,
  mapping: {} as MovementMapping,
};

/** An excise number: FR, then 11 letters or digits (FR0 and the office's code, as customs issue them). */
export const EXCISE_NUMBER = /^FR[0-9A-Z]{11}$/;

/** The shop's customs identity and movement mapping (GET/PUT /v1/customs-profile). */
@Injectable()
export class CustomsProfileService {
  constructor(private readonly database: Database) {}

  async get(ctx: RequestContext): Promise<CustomsProfileDto> {
    const { shopId } = shopScope(ctx);
    return this.valueOf(this.database.dataSource.manager, shopId);
  }

  async update(ctx: RequestContext, input: CustomsProfileInputDto): Promise<CustomsProfileDto> {
    const { shopId } = shopScope(ctx);
    const exciseNumber = input.exciseNumber?.trim().toUpperCase() || null;
    if (exciseNumber && !EXCISE_NUMBER.test(exciseNumber)) {
      throw new BadRequestException({ message: ['customs.exciseNumber'] });
    }
    if (input.capsuleType !== undefined && !CAPSULE_TYPES.includes(input.capsuleType)) {
      throw new BadRequestException({ message: ['customs.capsuleType'] });
    }
    const siren = input.interproSiren?.trim();
    if (siren && !/^\d{9}$/.test(siren)) throw new BadRequestException({ message: ['customs.siren'] });
    const problems = mappingProblems(input.mapping ?? {});
    if (problems.length)
      throw new BadRequestException({ message: 'customs.mapping', params: { types: problems.join(', ') } });
    return this.database.transaction(async (manager) => {
      const row = await this.lock(manager, shopId);
      row.exciseNumber = input.exciseNumber === undefined ? row.exciseNumber : exciseNumber;
      row.cvi = input.cvi === undefined ? row.cvi : input.cvi?.trim() || null;
      row.interproSiren =
        input.interproSiren === undefined ? row.interproSiren : input.interproSiren?.trim() || null;
      row.capsuleType = input.capsuleType ?? row.capsuleType;
      row.mapping = input.mapping ?? row.mapping;
      return dtoOf(await manager.save(row));
    });
  }

  /** The shop's profile row, made if missing, locked until the transaction ends (MySQL). */
  lock(manager: EntityManager, shopId: number): Promise<CustomsProfile> {
    return upsertRow(manager, CustomsProfile, { shopId }, DEFAULTS);
  }

  async valueOf(manager: EntityManager, shopId: number): Promise<CustomsProfileDto> {
    const row = await manager.findOneBy(CustomsProfile, { shopId });
    return row ? dtoOf(row) : { ...DEFAULTS };
  }
}

function dtoOf(row: CustomsProfile): CustomsProfileDto {
  return {
    exciseNumber: row.exciseNumber,
    cvi: row.cvi,
    interproSiren: row.interproSiren,
    capsuleType: row.capsuleType,
    mapping: row.mapping,
  };
}

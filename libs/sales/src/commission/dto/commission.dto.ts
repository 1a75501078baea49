import { ApiProperty } from '@nestjs/swagger';
import { Satisfies } from '@cuvee/platform';
import { commissionPercentRule } from '../../domain/platform-commission.js';

export class ChangeCommissionDto {
  @ApiProperty({ example: 2.5, description: 'percent of the order goods HT, 0 to less than 100, 2 decimals' })
  @Satisfies(commissionPercentRule)
  percent!: number;
}

/** The rate in force and when it was set. */
export class CommissionDto {
  @ApiProperty({ example: 2.5 })
  percent!: number;

  @ApiProperty({ nullable: true, type: Date, description: 'null: never set (no commission)' })
  changedAt!: Date | null;
}

/** One change in the history (react-admin list). */
export class CommissionChangeDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 3 })
  percent!: number;

  @ApiProperty({ example: 2.5 })
  previousPercent!: number;

  @ApiProperty()
  changedAt!: Date;

  @ApiProperty({ nullable: true, type: Number })
  changedByUserId!: number | null;
}

export class CommissionChangedDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ example: 'La commission de la plateforme est maintenant de 3 %' })
  message!: string;

  @ApiProperty({ type: CommissionDto })
  commission!: CommissionDto;

  @ApiProperty({ example: 2.5, description: 'the rate before this change' })
  previousPercent!: number;
}

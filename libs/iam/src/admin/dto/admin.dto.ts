import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES } from '@cuvee/kernel';

/** A row of the admin shop list. */
export class AdminShopDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  code!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  urlShop!: string;

  @ApiProperty()
  businessType!: string;

  @ApiProperty()
  ownerId!: number;

  @ApiProperty({ nullable: true, type: String })
  ownerEmail!: string | null;

  @ApiProperty()
  online!: boolean;

  @ApiProperty()
  blocked!: boolean;

  @ApiProperty()
  createdAt!: Date;
}

/** A row of the admin user list. */
export class AdminUserDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  username!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;

  @ApiProperty({ enum: ROLES })
  role!: string;

  @ApiProperty()
  isPro!: boolean;

  @ApiProperty()
  blocked!: boolean;

  @ApiProperty({ description: 'the email address was proved' })
  validated!: boolean;

  @ApiProperty()
  createdAt!: Date;
}

export class AdminShopActionDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiPropertyOptional({ example: 'La boutique a été bloquée' })
  message?: string;

  @ApiProperty({ type: AdminShopDto })
  shop!: AdminShopDto;

  @ApiProperty({
    description: 'whether it was blocked before this call (the audit trail keeps before and after)',
  })
  wasBlocked!: boolean;
}

export class AdminUserActionDto {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiPropertyOptional({ example: "L'utilisateur a été bloqué" })
  message?: string;

  @ApiProperty({ type: AdminUserDto })
  user!: AdminUserDto;

  @ApiProperty({
    description: 'whether it was blocked before this call (the audit trail keeps before and after)',
  })
  wasBlocked!: boolean;
}

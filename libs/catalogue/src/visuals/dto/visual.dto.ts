import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { failure, VISUAL_WIDTHS, type ValidationFailure } from '@cuvee/kernel';
import { isBase64Upload, Satisfies } from '@cuvee/platform';

/** Base64 text, bare or as the data URL of an image a browser's FileReader gives. */
export function base64Image(value: unknown): ValidationFailure | null {
  return isBase64Upload(value, /^image\/[a-z0-9.+-]+$/) ? null : failure('catalogue.invalidImage');
}

export class UploadVisualDto {
  @ApiProperty({
    description:
      'the picture (JPEG, PNG, WebP or AVIF) in base64, bare or as a data URL; the request stays under BODY_LIMIT',
  })
  @Satisfies(base64Image)
  data!: string;
}

export class VisualQueryDto {
  @ApiPropertyOptional({ enum: VISUAL_WIDTHS, description: 'a resized copy at most this many pixels wide' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(VISUAL_WIDTHS)
  width?: number;
}

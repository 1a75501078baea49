import { ApiProperty } from '@nestjs/swagger';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { isBase64Upload, Satisfies } from '@cuvee/platform';

/** Base64 text, bare or as the data URL a browser's FileReader gives. */
function base64File(value: unknown): ValidationFailure | null {
  return isBase64Upload(value) ? null : failure('till.archiveNotZip');
}

export class ArchiveUploadDto {
  @ApiProperty({
    description:
      'the archive (the zip `GET …/archives/{sequence}` gave) in base64, bare or as a data URL; at most 4 MiB once decoded, and the request stays under BODY_LIMIT',
  })
  @Satisfies(base64File)
  data!: string;
}

export class ArchiveProblemDto {
  @ApiProperty({
    enum: [
      'signature',
      'unknownKey',
      'recordsFile',
      'unreadable',
      'altered',
      'missing',
      'reordered',
      'duplicated',
      'linkBroken',
    ],
  })
  kind!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'the record concerned, if the problem is a record',
  })
  sequence!: number | null;
  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;
  @ApiProperty({ description: "in the caller's language" })
  message!: string;
}

export class ArchiveVerificationDto {
  @ApiProperty({ description: 'true only when nothing is wrong' })
  ok!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '"day:2026-11-27", "month:2026-11", "year:2026"',
  })
  closureKey!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  salesPointId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  salesPointName!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  fromSequence!: number | null;
  @ApiProperty({ type: Number, nullable: true })
  toSequence!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 of the signing key (DER)' })
  keyFingerprint!: string | null;
  @ApiProperty({ type: [ArchiveProblemDto] })
  problems!: ArchiveProblemDto[];
}

export class ArchiveBuildDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'the job building it (poll GET …/build); null once the archive is kept',
  })
  id!: string | null;
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed'] })
  status!: string;
  @ApiProperty({ description: '0 to 100' })
  progress!: number;
  @ApiProperty({ type: String, nullable: true })
  error!: string | null;
}

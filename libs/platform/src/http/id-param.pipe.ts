import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** A path id: a positive integer; anything else names nothing, so it answers 404 like an unknown id. */
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new NotFoundException('error.notFound');
    }
    return Number(value);
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import sharp from 'sharp';
import { shopScope } from '@cuvee/iam';
import { isVisualFileName } from '@cuvee/kernel';
import { decodeBase64Upload, FileStorage, type RequestContext } from '@cuvee/platform';
import { refuse } from '../products/product-checks.js';
import type { VisualDto } from '../products/dto/product.dto.js';
import { visualKey, visualOf } from './visual-keys.js';

/** Pictures are kept at most this many pixels on their longer side. */
export const VISUAL_MAX_SIZE = 2000;
// Refuse decompression bombs before decoding them (a 40-megapixel photo is already very large).
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Product pictures through the platform's file storage. An upload is decoded and re-encoded as WebP
 * (turned upright, metadata such as GPS position dropped); a resized copy is made once per width asked
 * and kept beside the original.
 */
@Injectable()
export class VisualsService {
  constructor(private readonly files: FileStorage) {}

  async upload(ctx: RequestContext, data: string): Promise<VisualDto> {
    const { shopId } = shopScope(ctx);
    const input = decodeBase64Upload(data);
    let picture: Buffer;
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
      const { format } = await image.metadata();
      if (!format || !ACCEPTED_FORMATS.has(format)) refuse('catalogue.invalidImage');
      picture = await image
        .rotate()
        .resize({ width: VISUAL_MAX_SIZE, height: VISUAL_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // sharp's own errors (not an image, truncated, too large) all mean the same to the user.
      refuse('catalogue.invalidImage');
    }
    const key = visualKey(shopId, `${randomUUID()}.webp`);
    await this.files.put(key, picture);
    return visualOf(key);
  }

  /** The picture, or its copy `width` pixels wide at most (made on the first request, then kept). */
  async read(shopId: number, fileName: string, width?: number): Promise<Buffer> {
    if (!isVisualFileName(fileName)) throw new NotFoundException('error.notFound');
    const key = visualKey(shopId, fileName);
    if (width === undefined) return (await this.files.get(key)) ?? notFound();
    const copyKey = visualKey(shopId, `w${width}/${fileName}`);
    const copy = await this.files.get(copyKey);
    if (copy) return copy;
    const original = (await this.files.get(key)) ?? notFound();
    const resized = await sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await this.files.put(copyKey, resized);
    return resized;
  }
}

function notFound(): never {
  throw new NotFoundException('error.notFound');
}

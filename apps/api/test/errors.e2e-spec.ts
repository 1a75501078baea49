import { Body, Controller, Get, HttpCode, Module, NotFoundException, Post } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import pactum from 'pactum';
import { Public } from '@cuvee/iam';
import { rules } from '@cuvee/kernel';
import { Satisfies, type AppConfig } from '@cuvee/platform';
import { TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';

/** A DTO written the way every context writes them: the kernel rules through `Satisfies`. */
class ProbeDto {
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  email!: string;

  @Satisfies(rules.password)
  password!: string;

  @IsOptional()
  @Satisfies(rules.number)
  quantity?: number;
}

@Public()
@Controller('probe')
class ProbeController {
  @Post()
  @HttpCode(201)
  create(@Body() body: ProbeDto) {
    return { received: body };
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret detail: password=hunter2 at /srv/cuvee/internal.ts:42');
  }

  @Get('missing-product')
  missingProduct(): never {
    throw new NotFoundException('error.productNotFound');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

let api: TestApi;

beforeAll(async () => {
  api = await TestApi.start(
    (config: AppConfig, options) => createApp(config, { ...options, modules: [ProbeModule] }),
    { env: { BODY_LIMIT: '2048' } },
  );
  pactum.request.setBaseUrl(api.url);
});
afterAll(() => api.stop());

const valid = { email: 'claire@domaine.fr', password: 'Cuvee2026' };

describe('validation errors use the kernel messages, word for word', () => {
  test('a valid body passes', async () => {
    await pactum.spec().post('/v1/probe').withJson(valid).expectStatus(201).expectJson({ received: valid });
  });

  test('each failed rule gives its French message, in a list', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withJson({ email: 'claire@', password: 'abc', quantity: '1,5' })
      .expectStatus(400)
      .expectJson({
        success: false,
        statusCode: 400,
        message: [
          'Le mail est incorrect',
          'Doit contenir une majuscule et plus de 5 caractères',
          'Doit être un nombre',
        ],
      });
  });

  test('an empty field gives "Ce champ ne peut pas être vide"', async () => {
    const response = await pactum
      .spec()
      .post('/v1/probe')
      .withJson({ email: '', password: 'Cuvee2026' })
      .expectStatus(400);
    expect(response.json.message).toContain('Ce champ ne peut pas être vide');
  });

  test('in English with Accept-Language: en', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withHeaders('Accept-Language', 'en-GB,en;q=0.9')
      .withJson({ email: 'claire@', password: 'Cuvee2026' })
      .expectStatus(400)
      .expectJson({ success: false, statusCode: 400, message: ['The email address is incorrect'] });
  });

  test('an unknown field is refused, not silently dropped', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withJson({ ...valid, role: 'admin' })
      .expectStatus(400)
      .expectJson({ success: false, statusCode: 400, message: ["La propriété role n'est pas autorisée"] });
  });

  test('a wrong type is an error, never coerced', async () => {
    const response = await pactum
      .spec()
      .post('/v1/probe')
      .withJson({ email: 42, password: ['Cuvee2026'] })
      .expectStatus(400);
    expect(response.json.message).toEqual([
      'Le mail est incorrect',
      'Doit contenir une majuscule et plus de 5 caractères',
    ]);
  });
});

describe('bad requests never give a 500', () => {
  test('malformed JSON → 400', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withHeaders('Content-Type', 'application/json')
      .withBody('{"email": "claire@domaine.fr",')
      .expectStatus(400)
      .expectJson({
        success: false,
        statusCode: 400,
        message: "Le corps de la requête n'est pas un JSON valide",
      });
  });

  test('a body over BODY_LIMIT → 413', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withJson({ ...valid, padding: 'x'.repeat(4096) })
      .expectStatus(413)
      .expectJson({ success: false, statusCode: 413, message: 'Le contenu envoyé est trop volumineux' });
  });

  test('an unsupported Content-Type → 415', async () => {
    await pactum
      .spec()
      .post('/v1/probe')
      .withHeaders('Content-Type', 'application/x-unknown')
      .withBody('email=claire')
      .expectStatus(415)
      .expectJson({
        success: false,
        statusCode: 415,
        message: "Ce type de contenu n'est pas pris en charge",
      });
  });

  test('an unknown route → 404 in the error shape', async () => {
    await pactum
      .spec()
      .get('/v1/nowhere')
      .expectStatus(404)
      .expectJson({ success: false, statusCode: 404, message: 'Ressource introuvable' });
  });

  test('an over-long path parameter → 414, refused by the router in the same shape', async () => {
    await pactum
      .spec()
      .get(`/v1/shops/${'x'.repeat(500)}`)
      .expectStatus(414)
      .expectJson({ success: false, statusCode: 414, message: "L'adresse demandée est trop longue" });
  });

  test('a catalogue key thrown by a service is translated', async () => {
    await pactum
      .spec()
      .get('/v1/probe/missing-product')
      .expectStatus(404)
      .expectJson({ success: false, statusCode: 404, message: 'Produit inexistant' });
  });
});

describe('an unexpected error', () => {
  test('is a 500 that leaks nothing and carries the correlation id', async () => {
    const response = await pactum
      .spec()
      .get('/v1/probe/crash')
      .withHeaders('X-Request-Id', 'support-ticket-42')
      .expectStatus(500);
    expect(response.json).toEqual({
      success: false,
      statusCode: 500,
      message: 'Une erreur interne est survenue (référence support-ticket-42)',
      correlationId: 'support-ticket-42',
    });
    expect(JSON.stringify(response.json)).not.toMatch(/hunter2|internal\.ts|at /);
    expect(response.headers['x-request-id']).toBe('support-ticket-42');
  });
});

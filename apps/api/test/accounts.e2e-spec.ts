import pactum from 'pactum';
import { AccountToken, Shop, ShopMember, User } from '@cuvee/iam';
import { Database } from '@cuvee/platform';
import { solvedCaptcha, TestApi } from '@cuvee/testing';
import { createApp } from '../src/bootstrap.js';
import {
  BEHIND_TEST_PROXY,
  bearer,
  freshIp,
  login,
  mailsTo,
  newAccount,
  PASSWORD,
  register,
  tokenFromOutbox,
  validatedAccount,
} from './auth-support.js';

let api: TestApi;
let database: Database;

beforeAll(async () => {
  api = await TestApi.start(createApp, { env: BEHIND_TEST_PROXY });
  pactum.request.setBaseUrl(api.url);
  database = api.get(Database);
});
afterAll(() => api.stop());

const users = () => database.dataSource.getRepository(User);

function loginAttempt(username: string, password: string) {
  return pactum
    .spec()
    .post('/v1/auth/login')
    .withHeaders('X-Forwarded-For', freshIp())
    .withJson({ username, password });
}

describe('registration → validation mail → validation → login', () => {
  test('a buyer: the mail in French, no login before validation, the link works once', async () => {
    const body = newAccount('buyer', {
      phone: '06 12 34 56 78',
      isPro: true,
      business: { reason: 'Cave SARL', name: 'La Cave' },
    });
    await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withJson(body)
      .expectStatus(201)
      .expectJson({
        success: true,
        message: 'Votre compte a été créé. Un mail de validation vous a été envoyé.',
      });
    const email = String(body.email);

    const [mail, ...others] = mailsTo(api, email);
    expect(others).toHaveLength(0);
    expect(mail!.decoded).toContain('Bienvenue sur Cuvée');
    expect(mail!.decoded).toMatch(/http:\/\/localhost:5173\/auth\/validate\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);

    await loginAttempt(String(body.username), PASSWORD).expectStatus(403).expectJson({
      success: false,
      statusCode: 403,
      message:
        "Votre compte n'est pas encore validé. Cliquez sur le lien du mail de validation que vous avez reçu.",
    });
    // Without the right password, the same answer as for any wrong pair.
    await loginAttempt(String(body.username), 'Wrong2026')
      .expectStatus(401)
      .expectJsonLike({ message: 'Le mail et/ou le mot de passe sont incorrects.' });

    const token = tokenFromOutbox(api, email, '/auth/validate');
    await pactum
      .spec()
      .post('/v1/auth/validate')
      .withJson({ token })
      .expectStatus(200)
      .expectJson({ success: true, message: 'Votre compte est validé. Vous pouvez vous connecter.' });
    await pactum.spec().post('/v1/auth/validate').withJson({ token }).expectStatus(400).expectJson({
      success: false,
      statusCode: 400,
      message: "Ce lien n'est plus valide. Veuillez en demander un nouveau.",
    });

    const session = await login(String(body.username), PASSWORD);
    expect(session.body.user).toMatchObject({
      role: 'buyer',
      isPro: true,
      phone: '06 12 34 56 78',
      business: { reason: 'Cave SARL', name: 'La Cave' },
      validated: true,
    });
    // The token is stored hashed only.
    const rows = await database.dataSource.getRepository(AccountToken).findBy({ userId: session.userId });
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  test('a buyer registering from a shop page becomes its client', async () => {
    const seller = await validatedAccount(api, 'seller');
    const sellerSession = await login(seller.username, PASSWORD);
    const shop = (sellerSession.body.user as { shops: { id: number; code: string }[] }).shops[0]!;
    const buyer = await validatedAccount(api, 'buyer', { shopCode: shop.code });
    const session = await login(buyer.username, PASSWORD);
    expect(session.body.user).toMatchObject({
      shops: [{ id: shop.id, code: shop.code, role: 'buyer', typology: 'public' }],
    });
  });

  test('a seller: the owner and the shop, with a unique code and a url name from its name', async () => {
    const first = await validatedAccount(api, 'seller', {
      shopName: "Domaine de l'Étoile",
      businessType: 'champaign',
    });
    const second = await validatedAccount(api, 'seller', {
      shopName: "Domaine de l'Étoile",
      businessType: 'wine',
    });
    const shopsOf = async (username: string) =>
      (await login(username, PASSWORD)).body.user as { role: string; shops: Record<string, unknown>[] };
    const a = await shopsOf(first.username);
    const b = await shopsOf(second.username);
    expect(a.role).toBe('owner');
    expect(a.shops).toEqual([
      expect.objectContaining({
        name: "Domaine de l'Étoile",
        urlShop: 'domaine-de-l-etoile',
        role: 'owner',
        authorizations: null,
      }),
    ]);
    expect(b.shops[0]).toMatchObject({ urlShop: 'domaine-de-l-etoile-2' });
    expect(a.shops[0]!.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(a.shops[0]!.code).not.toBe(b.shops[0]!.code);
    const shop = await database.dataSource
      .getRepository(Shop)
      .findOneByOrFail({ id: Number(a.shops[0]!.id) });
    expect(shop).toMatchObject({ businessType: 'champaign', contactEmail: first.email, blocked: false });
    expect(shop.ownerId).toBe((await users().findOneByOrFail({ email: first.email })).id);
  });

  test('an agent', async () => {
    const agent = await validatedAccount(api, 'agent');
    const session = await login(agent.username, PASSWORD);
    expect(session.body.user).toMatchObject({ role: 'agent', isPro: true, shops: [] });
  });

  test('in English: the validation mail and the messages follow Accept-Language', async () => {
    const body = newAccount('agent');
    await pactum
      .spec()
      .post('/v1/auth/register/agent')
      .withHeaders(await solvedCaptcha())
      .withHeaders('Accept-Language', 'en')
      .withJson(body)
      .expectStatus(201)
      .expectJson({
        success: true,
        message: 'Your account has been created. A validation email has been sent to you.',
      });
    const [mail] = mailsTo(api, String(body.email));
    expect(mail!.decoded).toContain('Welcome to Cuvée!');
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Validate_your_Cuv=C3=A9e_account\?=$/m);
  });

  test('a new validation mail on request; the earlier link stops working', async () => {
    const account = await register('buyer');
    const first = tokenFromOutbox(api, account.email, '/auth/validate');
    const answer =
      'Si un compte en attente de validation existe pour cette adresse, un nouveau mail lui a été envoyé.';
    await pactum
      .spec()
      .post('/v1/auth/validate/resend')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: account.email })
      .expectStatus(200)
      .expectJson({ success: true, message: answer });
    await pactum
      .spec()
      .post('/v1/auth/validate/resend')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: 'nobody@example.test' })
      .expectStatus(200)
      .expectJson({ success: true, message: answer });
    const second = tokenFromOutbox(api, account.email, '/auth/validate');
    expect(second).not.toBe(first);
    await pactum.spec().post('/v1/auth/validate').withJson({ token: first }).expectStatus(400);
    await pactum.spec().post('/v1/auth/validate').withJson({ token: second }).expectStatus(200);
  });
});

describe('registration refusals', () => {
  test('a duplicate email: 409 with a clear French message, and nothing created', async () => {
    const existing = await register('seller');
    const usersBefore = await users().count();
    const shopsBefore = await database.dataSource.getRepository(Shop).count();
    const membersBefore = await database.dataSource.getRepository(ShopMember).count();
    const mailsBefore = mailsTo(api, existing.email).length;
    for (const kind of ['buyer', 'seller', 'agent'] as const) {
      await pactum
        .spec()
        .post(`/v1/auth/register/${kind}`)
        .withHeaders(await solvedCaptcha())
        .withJson(newAccount(kind, { email: existing.email.toUpperCase() }))
        .expectStatus(409)
        .expectJson({
          success: false,
          statusCode: 409,
          message: 'Un compte existe déjà avec cette adresse mail.',
        });
    }
    expect(await users().count()).toBe(usersBefore);
    expect(await database.dataSource.getRepository(Shop).count()).toBe(shopsBefore);
    expect(await database.dataSource.getRepository(ShopMember).count()).toBe(membersBefore);
    expect(mailsTo(api, existing.email)).toHaveLength(mailsBefore);
  });

  test('a duplicate username: 409', async () => {
    const existing = await register('buyer');
    await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withJson(newAccount('buyer', { username: existing.username.toUpperCase() }))
      .expectStatus(409)
      .expectJsonLike({ message: "Ce nom d'utilisateur est déjà utilisé." });
  });

  test('every wrong field gives its kernel message', async () => {
    const response = await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withJson(
        newAccount('buyer', {
          username: 'Marc 2000',
          email: 'marc@',
          password: 'abc',
          phone: '12',
          firstname: '',
        }),
      )
      .expectStatus(400);
    expect(response.json.message).toEqual(
      expect.arrayContaining([
        'Ne doit contenir que des lettres et des espaces, et faire moins de 50 caractères',
        'Ce champ ne peut pas être vide',
        'Le mail est incorrect',
        'Doit contenir une majuscule et plus de 5 caractères',
        "Le numéro de téléphone mobile n'est pas valide",
      ]),
    );
  });

  test('a common password is refused, in French and in English', async () => {
    await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withJson(newAccount('buyer', { password: 'Marseille13' }))
      .expectStatus(400)
      .expectJson({
        success: false,
        statusCode: 400,
        message: ['Ce mot de passe est trop courant, choisissez-en un autre'],
      });
    await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withHeaders('Accept-Language', 'en')
      .withJson(newAccount('buyer', { password: 'Azerty123' }))
      .expectStatus(400)
      .expectJson({
        success: false,
        statusCode: 400,
        message: ['This password is too common, please choose another one'],
      });
  });

  test('a seller needs a shop name and a known business type; a role cannot be chosen', async () => {
    const response = await pactum
      .spec()
      .post('/v1/auth/register/seller')
      .withHeaders(await solvedCaptcha())
      .withJson(newAccount('seller', { shopName: '', businessType: 'vodka' }))
      .expectStatus(400);
    expect(response.json.message).toContain('Ce champ ne peut pas être vide');
    await pactum
      .spec()
      .post('/v1/auth/register/buyer')
      .withHeaders(await solvedCaptcha())
      .withJson(newAccount('buyer', { role: 'admin' }))
      .expectStatus(400)
      .expectJson({ success: false, statusCode: 400, message: ["La propriété role n'est pas autorisée"] });
  });
});

describe('password reset through the outbox', () => {
  const answer =
    'Si un compte existe pour cette adresse, un mail pour changer le mot de passe lui a été envoyé.';

  test('the same answer with or without an account; the link works once; every session ends', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    await pactum
      .spec()
      .post('/v1/auth/reset-password/request')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: 'nobody@example.test' })
      .expectStatus(200)
      .expectJson({ success: true, message: answer });
    expect(mailsTo(api, 'nobody@example.test')).toHaveLength(0);
    await pactum
      .spec()
      .post('/v1/auth/reset-password/request')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: account.email.toUpperCase() })
      .expectStatus(200)
      .expectJson({ success: true, message: answer });

    const token = tokenFromOutbox(api, account.email, '/auth/resetpwd');
    await pactum
      .spec()
      .post('/v1/auth/reset-password')
      .withJson({ token, password: 'Soleil2024' })
      .expectStatus(400)
      .expectJsonLike({ message: ['Ce mot de passe est trop courant, choisissez-en un autre'] });
    await pactum
      .spec()
      .post('/v1/auth/reset-password')
      .withJson({ token, password: 'Cepage2027' })
      .expectStatus(200)
      .expectJson({ success: true, message: 'Votre mot de passe a été changé. Vous pouvez vous connecter.' });
    await pactum
      .spec()
      .post('/v1/auth/reset-password')
      .withJson({ token, password: 'Cepage2028' })
      .expectStatus(400)
      .expectJsonLike({ message: "Ce lien n'est plus valide. Veuillez en demander un nouveau." });

    await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt)).expectStatus(401);
    await pactum
      .spec()
      .post('/v1/auth/refresh')
      .withJson({ refreshToken: session.refreshToken })
      .expectStatus(401);
    await loginAttempt(account.username, PASSWORD).expectStatus(401);
    await login(account.username, 'Cepage2027');
  });

  test('an expired link is refused', async () => {
    const account = await validatedAccount(api, 'buyer');
    await pactum
      .spec()
      .post('/v1/auth/reset-password/request')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: account.email })
      .expectStatus(200);
    const token = tokenFromOutbox(api, account.email, '/auth/resetpwd');
    const userId = (await users().findOneByOrFail({ email: account.email })).id;
    await database.dataSource
      .getRepository(AccountToken)
      .update({ userId, purpose: 'reset' }, { expiresAt: new Date(Date.now() - 1000) });
    await pactum
      .spec()
      .post('/v1/auth/reset-password')
      .withJson({ token, password: 'Cepage2027' })
      .expectStatus(400);
    await login(account.username, PASSWORD);
  });

  test('in English: the reset mail', async () => {
    const account = await validatedAccount(api, 'agent');
    await pactum
      .spec()
      .post('/v1/auth/reset-password/request')
      .withHeaders(await solvedCaptcha())
      .withHeaders('Accept-Language', 'en')
      .withJson({ email: account.email })
      .expectStatus(200)
      .expectJsonLike({
        message:
          'If an account exists for this address, an email to change the password has been sent to it.',
      });
    const mail = mailsTo(api, account.email).at(-1)!;
    expect(mail.decoded).toContain('You asked to change the password of your Cuvée account.');
    expect(mail.decoded).toMatch(/\/auth\/resetpwd\?token=[A-Za-z0-9_-]{43}/);
  });

  test('a reset also validates an account that was never validated', async () => {
    const account = await register('buyer');
    await pactum
      .spec()
      .post('/v1/auth/reset-password/request')
      .withHeaders(await solvedCaptcha())
      .withJson({ email: account.email })
      .expectStatus(200);
    const token = tokenFromOutbox(api, account.email, '/auth/resetpwd');
    await pactum
      .spec()
      .post('/v1/auth/reset-password')
      .withJson({ token, password: 'Cepage2027' })
      .expectStatus(200);
    await login(account.username, 'Cepage2027');
  });
});

describe('GET and PUT /v1/users/me', () => {
  const address = {
    name: 'Camille Durand',
    street: '12 rue des Vignes',
    zipcode: '51100',
    city: 'Reims',
    country: 'FR',
    mountain: false,
  };

  test('saves the profile, the addresses and the cart, with the snackbar message', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    const response = await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .withJson({
        firstname: 'Camille',
        lastname: 'Martin',
        phone: '+33 6 12 34 56 78',
        deliveryAddress: address,
        billingAddress: { ...address, street2: 'Bâtiment B', exciseNumber: 'FR012345E6789' },
      })
      .expectStatus(200);
    expect(response.json).toMatchObject({
      success: true,
      message: 'Vos informations ont été enregistrées',
      user: {
        lastname: 'Martin',
        deliveryAddress: { ...address, street2: null, email: null, exciseNumber: null },
        billingAddress: { street2: 'Bâtiment B', exciseNumber: 'FR012345E6789' },
      },
    });
    await pactum
      .spec()
      .get('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .expectStatus(200)
      .expectJsonLike({
        lastname: 'Martin',
        deliveryAddress: { city: 'Reims' },
        billingAddress: { street2: 'Bâtiment B' },
      });
  });

  test('message=false is the silent cart save: no message in the reply', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    const cart = {
      orders: [{ seller: { id: 1 }, products: [{ idTmp: '12-2020-bottle-0.75-l', quantity: 2 }] }],
      lastUpdated: 1767225600000,
    };
    const response = await pactum
      .spec()
      .put('/v1/users/me')
      .withQueryParams('message', 'false')
      .withHeaders(bearer(session.jwt))
      .withJson({ cart })
      .expectStatus(200);
    expect(response.json).toEqual({ success: true, user: expect.objectContaining({ cart }) });
    await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt)).expectJsonLike({ cart });
  });

  test('mass assignment: role, shops, scope, masterAccount, id or password change nothing (400)', async () => {
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    const before = (await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt))).json as Record<
      string,
      unknown
    >;
    const attempts: Record<string, unknown>[] = [
      { role: 'admin' },
      { shops: [{ id: 1, blocked: false, authorizations: null }] },
      { scope: ['admin'] },
      { masterAccount: 1 },
      { masterAccountId: 1 },
      { id: 1 },
      { password: 'Pirate2026' },
      { passwordHash: 'x' },
      { validatedAt: null },
      { blocked: false },
    ];
    for (const attempt of attempts) {
      await pactum
        .spec()
        .put('/v1/users/me')
        .withHeaders(bearer(session.jwt))
        .withJson({ firstname: 'Pirate', ...attempt })
        .expectStatus(400)
        .expectJsonLike({ message: [`La propriété ${Object.keys(attempt)[0]} n'est pas autorisée`] });
    }
    const after = (await pactum.spec().get('/v1/users/me').withHeaders(bearer(session.jwt))).json as Record<
      string,
      unknown
    >;
    expect(after).toEqual(before);
    await login(account.username, PASSWORD);
  });

  test("another user's email: 409; a bad field: its kernel message", async () => {
    const other = await validatedAccount(api, 'buyer');
    const account = await validatedAccount(api, 'buyer');
    const session = await login(account.username, PASSWORD);
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .withJson({ email: other.email })
      .expectStatus(409)
      .expectJsonLike({ message: 'Un compte existe déjà avec cette adresse mail.' });
    await pactum
      .spec()
      .put('/v1/users/me')
      .withHeaders(bearer(session.jwt))
      .withJson({ email: null, username: 'R2D2', deliveryAddress: { ...address, zipcode: '' } })
      .expectStatus(400)
      .expectJsonLike({
        message: [
          'Ne doit contenir que des lettres et des espaces, et faire moins de 50 caractères',
          'Le mail est incorrect',
          'Ce champ ne peut pas être vide',
        ],
      });
  });

  test('anonymous: 401', async () => {
    await pactum.spec().get('/v1/users/me').expectStatus(401);
    await pactum.spec().put('/v1/users/me').withJson({ firstname: 'Anon' }).expectStatus(401);
  });
});

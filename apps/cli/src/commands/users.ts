import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { messageOf } from '@cuvee/kernel';
import { hashPassword, newPasswordFailure, SessionsService, User, UsersService } from '@cuvee/iam';
import { AuditTrail, Database, type AppConfig } from '@cuvee/platform';
import { EXIT } from '../exit-codes.js';
import type { CommandIo } from './imports.js';
import { errorText } from './operation-errors.js';
import { withPlatform } from './platform-context.js';

export interface CreateAdminOptions {
  password?: string;
  firstname?: string;
  lastname?: string;
}

/**
 * `cuvee users create-admin EMAIL`: an administrator account, validated, with the password of
 * --password or CUVEE_ADMIN_PASSWORD (never prompted: the command runs in scripts). The password policy
 * of the sign-up form applies.
 */
export async function createAdmin(
  config: AppConfig,
  email: string,
  options: CreateAdminOptions,
  io: CommandIo & { env: NodeJS.ProcessEnv },
): Promise<number> {
  const password = options.password ?? io.env.CUVEE_ADMIN_PASSWORD;
  if (!password) {
    io.writeErr(`${io.messages.passwordRequired}\n`);
    return EXIT.usage;
  }
  const refused = newPasswordFailure(password);
  if (refused) {
    io.writeErr(`${messageOf(refused, io.locale)}\n`);
    return EXIT.usage;
  }
  const address = email.trim().toLowerCase();
  return withPlatform(config, async (app) => {
    const database = app.get(Database);
    const passwordHash = await hashPassword(password);
    const created = await database.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const username = address.split('@')[0]!.slice(0, 100);
      if (await users.exists({ where: [{ email: address }, { username }] })) return null;
      const saved = await users.save(
        users.create({
          username,
          email: address,
          firstname: options.firstname ?? 'Admin',
          lastname: options.lastname ?? 'Cuvée',
          phone: null,
          role: 'admin',
          isPro: true,
          validatedAt: new Date(),
          passwordHash,
        }),
      );
      // In the same transaction: no account made without its entry.
      await app
        .get(AuditTrail)
        .recordCommand({ action: 'admin.user.create', target: { type: 'user', id: saved.id } });
      return saved;
    });
    if (!created) {
      io.writeErr(`${io.messages.userExists(address)}\n`);
      return EXIT.failure;
    }
    io.writeOut(`${io.messages.adminCreated(address)}\n`);
    return EXIT.ok;
  });
}

/** `cuvee users block EMAIL`: the account is refused from its next request on (its sessions end). */
export function blockUser(config: AppConfig, email: string, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    const address = email.trim().toLowerCase();
    const blocked = await app.get(Database).transaction(async (manager) => {
      const user = await manager.getRepository(User).findOneBy({ email: address });
      if (!user) return false;
      await manager.getRepository(User).update({ id: user.id }, { blocked: true });
      await app.get(SessionsService).revokeAllSessions(user.id, { manager });
      await app
        .get(AuditTrail)
        .recordCommand({ action: 'admin.user.block', target: { type: 'user', id: user.id } });
      return true;
    });
    if (!blocked) {
      io.writeErr(`${io.messages.userNotFound(address)}\n`);
      return EXIT.failure;
    }
    io.writeOut(`${io.messages.userBlocked(address)}\n`);
    return EXIT.ok;
  });
}

/** The account of `email`, or null. */
async function accountOf(database: Database, email: string): Promise<User | null> {
  return database.dataSource.getRepository(User).findOneBy({ email: email.trim().toLowerCase() });
}

/**
 * `cuvee users data EMAIL [--output FILE]`: everything held about the account (what the buyer downloads
 * from their space), as JSON, for answering an access request sent to support.
 */
export function accountData(
  config: AppConfig,
  email: string,
  options: { output?: string },
  io: CommandIo,
): Promise<number> {
  return withPlatform(config, async (app) => {
    const user = await accountOf(app.get(Database), email);
    if (!user) {
      io.writeErr(`${io.messages.userNotFound(email.trim().toLowerCase())}\n`);
      return EXIT.failure;
    }
    const json = `${JSON.stringify(await app.get(UsersService).accountData(user.id), null, 2)}\n`;
    await app
      .get(AuditTrail)
      .recordCommand({ action: 'admin.user.data', target: { type: 'user', id: user.id } });
    if (!options.output) {
      io.writeOut(json);
      return EXIT.ok;
    }
    const target = resolve(options.output);
    await writeFile(target, json);
    io.writeOut(`${io.messages.accountDataWritten(target)}\n`);
    return EXIT.ok;
  });
}

/**
 * `cuvee users erase EMAIL`: erases the account as a buyer erases theirs (ADR 0066), for any role, once no
 * shop would be left without an owner.
 */
export function eraseUser(config: AppConfig, email: string, io: CommandIo): Promise<number> {
  return withPlatform(config, async (app) => {
    const address = email.trim().toLowerCase();
    const user = await accountOf(app.get(Database), address);
    if (!user) {
      io.writeErr(`${io.messages.userNotFound(address)}\n`);
      return EXIT.failure;
    }
    try {
      await app.get(UsersService).eraseAccount(user.id);
      await app
        .get(AuditTrail)
        .recordCommand({ action: 'admin.user.erase', target: { type: 'user', id: user.id } });
    } catch (error) {
      io.writeErr(`${errorText(error, io.locale)}\n`);
      return EXIT.failure;
    }
    io.writeOut(`${io.messages.userErased(address)}\n`);
    return EXIT.ok;
  });
}

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, administrators, sessions, siteSettings, users, verifications } from '@/db/schema';
import { createAccount, generatePassword } from '@/features/users/accounts';
import { addUser, listUsers, removeUser, updateUserType } from '@/features/users/service';
import { UserError } from '@/lib/shared/action-result';
import { getAuth } from '@/lib/server/auth/auth';
import type { Actor } from '@/lib/shared/auth/permissions';
import { getDb } from '@/lib/server/db/client';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

function outboxFor(email: string): OutboxMessage[] {
  const dir = path.join(process.env.DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage)
    .filter((message) => message.to === email);
}

async function account(email: string, role: Actor['role']): Promise<Actor> {
  const { id } = await createAccount(getDb(), { email, password: 'senha-antiga', userType: role });
  return { userId: id, email, role };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );

let boss: Actor;

beforeAll(async () => {
  boss = await account('chefe@users.test', 'super_admin');
});

describe('addUser', () => {
  it('creates the user with its type and e-mails an invitation link that sets their own password', async () => {
    // The invitation names the firm as its settings do.
    await getDb().insert(siteSettings).values({ id: 1, firmName: 'Souza Advogados' }).onConflictDoNothing();
    const added = await addUser(boss, { email: '  Nova@Users.Test ', user_type: 'admin' });
    expect(added).toMatchObject({ email: 'nova@users.test', userType: 'admin' });

    const [row] = await getDb().select().from(administrators).where(eq(administrators.id, added.id));
    expect(row).toMatchObject({ email: 'nova@users.test', userType: 'admin' });
    const [credential] = await getDb().select().from(accounts).where(eq(accounts.userId, added.id));
    expect(credential?.password).toBeTruthy();

    const [mail] = outboxFor('nova@users.test');
    expect(mail?.subject).toBe('Convite para o painel administrativo da Souza Advogados');
    const token = /\/reset-password#token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token, mail?.text).toBeTruthy();
    expect(mail!.html).toContain(`/reset-password#token=${token}`);

    // Valid for days, not the one hour of a recovery link.
    const [invitation] = await getDb()
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(invitation!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    await getAuth().api.resetPassword({ body: { token: token!, newPassword: 'minha-senha' } });
    const signedIn = await getAuth().api.signInEmail({
      body: { email: 'nova@users.test', password: 'minha-senha' },
    });
    expect(signedIn.user.id).toBe(added.id);
  });

  it('makes a "user" when no type is given', async () => {
    const added = await addUser(boss, { email: 'padrao@users.test' });
    expect(added.userType).toBe('user');
  });

  it('refuses a repeated e-mail, a bad e-mail and the super_admin type with the reason the toast names', async () => {
    await addUser(boss, { email: 'repetido@users.test', user_type: 'user' });
    const duplicate = await rejection(addUser(boss, { email: 'REPETIDO@users.test', user_type: 'user' }));
    expect(duplicate).toBeInstanceOf(UserError);
    expect((duplicate as Error).message).toBe('já existe um usuário com este email');

    const invalid = await rejection(addUser(boss, { email: 'sem-arroba', user_type: 'user' }));
    expect((invalid as Error).message).toBe('email inválido');

    const empty = await rejection(addUser(boss, { email: '', user_type: 'user' }));
    expect((empty as Error).message).toBe('o email é obrigatório');

    const promoted = await rejection(addUser(boss, { email: 'chefe2@users.test', user_type: 'super_admin' }));
    expect((promoted as Error).message).toBe('tipo de usuário inválido');
  });

  it('gives a random 12-character password', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generatePassword(12)));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toHaveLength(12);
  });
});

describe('updateUserType', () => {
  it('switches a user between admin and user', async () => {
    const colleague = await account('colega@users.test', 'admin');
    await updateUserType(boss, { id: colleague.userId, user_type: 'user' });
    expect((await listUsers(boss)).find((user) => user.id === colleague.userId)?.userType).toBe('user');
    await updateUserType(boss, { id: colleague.userId, user_type: 'admin' });
    expect((await listUsers(boss)).find((user) => user.id === colleague.userId)?.userType).toBe('admin');
  });

  it('refuses a super_admin row, the signed-in user’s own row and an unknown id', async () => {
    const other = await account('outro-chefe@users.test', 'super_admin');
    const protectedMessage =
      'não é possível alterar ou remover um super administrador nem o seu próprio usuário';
    const onOther = await rejection(updateUserType(boss, { id: other.userId, user_type: 'user' }));
    expect((onOther as Error).message).toBe(protectedMessage);
    const onSelf = await rejection(updateUserType(boss, { id: boss.userId, user_type: 'admin' }));
    expect((onSelf as Error).message).toBe(protectedMessage);
    const missing = await rejection(updateUserType(boss, { id: 'nao-existe', user_type: 'admin' }));
    expect((missing as Error).message).toBe('usuário não encontrado');

    const types = Object.fromEntries((await listUsers(boss)).map((user) => [user.email, user.userType]));
    expect(types['outro-chefe@users.test']).toBe('super_admin');
    expect(types['chefe@users.test']).toBe('super_admin');
  });

  it('refuses a type the spec does not offer', async () => {
    const colleague = await account('colega2@users.test', 'user');
    const error = await rejection(updateUserType(boss, { id: colleague.userId, user_type: 'super_admin' }));
    expect((error as Error).message).toBe('tipo de usuário inválido');
  });
});

describe('removeUser', () => {
  it('deletes the administrators row, the auth user, their sessions and pending links', async () => {
    const added = await addUser(boss, { email: 'sai@users.test', user_type: 'admin' });
    const [mail] = outboxFor('sai@users.test');
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    await getAuth().api.resetPassword({ body: { token, newPassword: 'senha-sai' } });
    await getAuth().api.requestPasswordReset({ body: { email: 'sai@users.test' } });
    await getAuth().api.signInEmail({ body: { email: 'sai@users.test', password: 'senha-sai' } });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, added.id))).toHaveLength(1);
    expect(await getDb().select().from(verifications).where(eq(verifications.value, added.id))).toHaveLength(
      1,
    );

    await removeUser(boss, added.id);

    const db = getDb();
    expect(await db.select().from(administrators).where(eq(administrators.id, added.id))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, added.id))).toEqual([]);
    expect(await db.select().from(accounts).where(eq(accounts.userId, added.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, added.id))).toEqual([]);
    expect(await db.select().from(verifications).where(eq(verifications.value, added.id))).toEqual([]);
    await expect(
      getAuth().api.signInEmail({ body: { email: 'sai@users.test', password: 'senha-sai' } }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
  });

  it('refuses a super_admin row and the signed-in user’s own row', async () => {
    const other = await account('mais-um-chefe@users.test', 'super_admin');
    const protectedMessage =
      'não é possível alterar ou remover um super administrador nem o seu próprio usuário';
    expect(((await rejection(removeUser(boss, other.userId))) as Error).message).toBe(protectedMessage);
    expect(((await rejection(removeUser(boss, boss.userId))) as Error).message).toBe(protectedMessage);
    const emails = (await listUsers(boss)).map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['mais-um-chefe@users.test', 'chefe@users.test']));
  });
});

describe('listUsers', () => {
  it('lists every account by e-mail', async () => {
    const emails = (await listUsers(boss)).map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toContain('chefe@users.test');
  });

  it('says on each row whether the signed-in super_admin may change it, as the operations decide', async () => {
    // The screen disables a row's type and 'Remover' from `lock` and shows its reason.
    const peer = await account('chefe-par@users.test', 'super_admin');
    const colleague = await account('colega-lista@users.test', 'admin');
    const reader = await account('leitor-lista@users.test', 'user');
    const lockByEmail = Object.fromEntries((await listUsers(boss)).map((user) => [user.email, user.lock]));
    expect(lockByEmail).toMatchObject({
      [boss.email]: 'self',
      [peer.email]: 'superAdmin',
      [colleague.email]: null,
      [reader.email]: null,
    });
    // The same rows, seen by the peer: their own row is theirs, the boss's a super_admin's.
    const seenByPeer = Object.fromEntries((await listUsers(peer)).map((user) => [user.email, user.lock]));
    expect(seenByPeer).toMatchObject({ [boss.email]: 'superAdmin', [peer.email]: 'self' });
    // A locked row is refused by the operation; an unlocked one is not.
    await expect(updateUserType(boss, { id: peer.userId, user_type: 'admin' })).rejects.toThrow(UserError);
    await updateUserType(boss, { id: reader.userId, user_type: 'admin' });
  });
});

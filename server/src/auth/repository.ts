import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/tables';
import type { Transaction } from '../db/transaction';

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserChanges = Omit<Updateable<UsersTable>, 'id' | 'created_at'>;

/** SQL for users; knows nothing of HTTP or of the rules. */
export function createUsersRepository(db: Db) {
  return {
    async insert(user: NewUserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async isUsernameTaken(usernameLower: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('username_lower', '=', usernameLower);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async isEmailTaken(email: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
      return this.findById(id);
    },

    /** A new password, and every session signed before it revoked (one more token version). */
    async replacePassword(trx: Transaction, id: string, passwordHash: string, now: string): Promise<void> {
      await trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: now,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

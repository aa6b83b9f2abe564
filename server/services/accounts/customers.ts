// Customers in PostgreSQL (migration 010): the rows, their consent records and the few writes the
// auth flows make. The phone is always the normalised 10-digit mobile.
import type pg from 'pg'
import type { UserInfo } from './sessions.js'

export interface CustomerRow {
  id: number
  phone: string
  firstName: string
  lastName: string
  email: string
  passwordHash: string
  userType: 1 | 2
  verified: boolean
}

/** A registration as it is stored: validated, the password already hashed. */
export interface Registration {
  phone: string
  firstName: string
  lastName: string
  email: string
  passwordHash: string
  userType: 1 | 2
  companyName: string | null
  companyTaxAdministration: string | null
  companyTaxNumber: string | null
  consent: { contractIds: number[]; contractTypeIds: number[]; promotion: boolean; ip: string; at: string }
}

const COLUMNS = `id::int AS id, phone, first_name AS "firstName", last_name AS "lastName", email, password_hash AS "passwordHash",
  user_type AS "userType", phone_verified_at IS NOT NULL AS verified`

export function userInfoOf(row: Pick<CustomerRow, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'>): UserInfo {
  return { id: row.id, name: row.firstName, surname: row.lastName, email: row.email, phoneNumber: row.phone }
}

export class CustomerStore {
  constructor(private readonly db: pg.Pool) {}

  async byPhone(phone: string): Promise<CustomerRow | null> {
    const { rows } = await this.db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE phone = $1`, [phone])
    return rows[0] ?? null
  }

  async byId(id: number): Promise<CustomerRow | null> {
    const { rows } = await this.db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [id])
    return rows[0] ?? null
  }

  /**
   * Stores an unverified registration when the phone has no customer yet, with its consent record,
   * in one statement whether or not it does (the same work either way). Returns the new id or null.
   */
  async insertUnverified(r: Registration): Promise<number | null> {
    const { rows } = await this.db.query<{ id: number }>(
      `WITH c AS (
         INSERT INTO customers (phone, first_name, last_name, email, password_hash, user_type, company_name, company_tax_administration, company_tax_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (phone) DO NOTHING
         RETURNING id
       ), k AS (
         INSERT INTO customer_consents (customer_id, contract_ids, contract_type_ids, promotion, channel, ip_address, consented_at)
         SELECT id, $10, $11, $12, 'Web', $13, $14 FROM c
       )
       SELECT id::int AS id FROM c`,
      [r.phone, r.firstName, r.lastName, r.email, r.passwordHash, r.userType, r.companyName, r.companyTaxAdministration, r.companyTaxNumber,
        r.consent.contractIds, r.consent.contractTypeIds, r.consent.promotion, r.consent.ip, r.consent.at],
    )
    return rows[0]?.id ?? null
  }

  /**
   * The verified end of a registration. The phone's row, locked: already verified → 'exists';
   * the row this registration made → verified; another unverified row (an earlier, never verified
   * registration) → replaced by this one, with its consent; none (deleted meanwhile) → inserted.
   */
  async completeRegistration(r: Registration, insertedId: number | null): Promise<{ outcome: 'exists' } | { outcome: 'verified'; customer: CustomerRow }> {
    const client = await this.db.connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE phone = $1 FOR UPDATE`, [r.phone])
      const row = rows[0]
      if (row?.verified) {
        await client.query('ROLLBACK')
        return { outcome: 'exists' }
      }
      let id: number
      if (row && row.id === insertedId) {
        id = row.id
        await client.query('UPDATE customers SET phone_verified_at = now(), updated_at = now() WHERE id = $1', [id])
      } else {
        const values = [r.phone, r.firstName, r.lastName, r.email, r.passwordHash, r.userType, r.companyName, r.companyTaxAdministration, r.companyTaxNumber]
        if (row) {
          id = row.id
          await client.query(
            `UPDATE customers SET first_name = $2, last_name = $3, email = $4, password_hash = $5, user_type = $6, company_name = $7,
               company_tax_administration = $8, company_tax_number = $9, phone_verified_at = now(), password_changed_at = now(), updated_at = now()
             WHERE phone = $1`, values)
        } else {
          const ins = await client.query<{ id: number }>(
            `INSERT INTO customers (phone, first_name, last_name, email, password_hash, user_type, company_name, company_tax_administration, company_tax_number, phone_verified_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING id::int AS id`, values)
          id = ins.rows[0]!.id
        }
        await client.query(
          `INSERT INTO customer_consents (customer_id, contract_ids, contract_type_ids, promotion, channel, ip_address, consented_at)
           VALUES ($1, $2, $3, $4, 'Web', $5, $6)`,
          [id, r.consent.contractIds, r.consent.contractTypeIds, r.consent.promotion, r.consent.ip, r.consent.at])
      }
      const done = await client.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [id])
      await client.query('COMMIT')
      return { outcome: 'verified', customer: done.rows[0]! }
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {})
      throw err
    } finally {
      client.release()
    }
  }

  async markVerified(id: number): Promise<CustomerRow | null> {
    const { rows } = await this.db.query<CustomerRow>(
      `UPDATE customers SET phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id])
    return rows[0] ?? null
  }

  /** A new password (the phone was just proved by an SMS code, so it counts as verified). */
  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.query(
      `UPDATE customers SET password_hash = $2, password_changed_at = now(), phone_verified_at = coalesce(phone_verified_at, now()), updated_at = now() WHERE id = $1`,
      [id, passwordHash])
  }

  /** The phone of a signed-in customer, proved by an SMS code; 'taken' when another account has it. */
  async setPhone(id: number, phone: string): Promise<CustomerRow | 'taken' | null> {
    try {
      const { rows } = await this.db.query<CustomerRow>(
        `UPDATE customers SET phone = $2, phone_verified_at = now(), updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, phone])
      return rows[0] ?? null
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return 'taken'
      throw err
    }
  }

  async updateProfile(id: number, change: { firstName?: string; lastName?: string; email?: string }): Promise<CustomerRow | null> {
    const { rows } = await this.db.query<CustomerRow>(
      `UPDATE customers SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), email = coalesce($4, email), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, change.firstName ?? null, change.lastName ?? null, change.email ?? null])
    return rows[0] ?? null
  }

  /** Whether the `corporate_membership` setting is on (general info, spec §3). */
  async corporateMembership(): Promise<boolean> {
    const { rows } = await this.db.query<{ on: boolean }>("SELECT coalesce(bool_value, false) AS on FROM general_info WHERE key = 'corporate_membership'")
    return rows[0]?.on ?? false
  }

  /** The registration contracts by id: their contract type (108, 109 or 110). */
  async registrationContracts(): Promise<Map<number, number>> {
    const { rows } = await this.db.query<{ id: number; type: number }>(
      'SELECT id, contract_type_id AS type FROM contracts WHERE contract_type_id IN (108, 109, 110)')
    return new Map(rows.map((r) => [r.id, r.type]))
  }
}

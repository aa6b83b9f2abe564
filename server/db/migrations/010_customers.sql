-- Customer accounts (issue 16, decision 031): private (user_type 2, the spec's default) and
-- corporate (user_type 1, when the corporate_membership setting is on) customers, signed in by
-- phone and password. The phone is the normalised 10-digit mobile; it is verified by an SMS code
-- before the account can sign in (an unverified row answers status 6). Passwords are Argon2id
-- PHC strings; nothing else about the password is stored.

CREATE TABLE customers (
  id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone                       text NOT NULL CHECK (phone ~ '^5[0-9]{9}$'),
  first_name                  text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name                   text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  email                       text NOT NULL CHECK (length(email) BETWEEN 3 AND 320),
  password_hash               text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  user_type                   smallint NOT NULL DEFAULT 2 CHECK (user_type IN (1, 2)),
  company_name                text CHECK (company_name IS NULL OR length(company_name) BETWEEN 1 AND 200),
  company_tax_administration  text CHECK (company_tax_administration IS NULL OR length(company_tax_administration) BETWEEN 1 AND 100),
  company_tax_number          text CHECK (company_tax_number IS NULL OR company_tax_number ~ '^[0-9]{10,11}$'),
  phone_verified_at           timestamptz,
  password_changed_at         timestamptz NOT NULL DEFAULT now(),
  created_at                  timestamptz NOT NULL DEFAULT now(),
  updated_at                  timestamptz NOT NULL DEFAULT now(),
  -- A corporate customer has all three company fields; a private one none.
  CHECK ((user_type = 1) = (company_name IS NOT NULL AND company_tax_administration IS NOT NULL AND company_tax_number IS NOT NULL)),
  CHECK (user_type = 1 OR (company_name IS NULL AND company_tax_administration IS NULL AND company_tax_number IS NULL))
);
CREATE UNIQUE INDEX customers_phone ON customers (phone);

-- The consent given at registration (contracts of types 108, 109 and 110): which contract ids were
-- accepted, when, from which address (the connection's, never the body's) and on which channel.
-- A registration applied later (a second registration of an unverified phone, on its SMS code)
-- adds its own row with its own time and address.
CREATE TABLE customer_consents (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id        bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  contract_ids       integer[] NOT NULL CHECK (cardinality(contract_ids) >= 1),
  contract_type_ids  integer[] NOT NULL CHECK (110 = ANY (contract_type_ids)),
  -- The optional promotion and campaign consent (type 109) was given.
  promotion          boolean NOT NULL,
  channel            text NOT NULL CHECK (channel = 'Web'),
  ip_address         inet NOT NULL,
  consented_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_consents_customer ON customer_consents (customer_id, consented_at DESC);

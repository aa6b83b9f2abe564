-- Customer contact forms (spec §2.7, §3) and the consent given with each (contract ids, time, IP,
-- channel). The phone is the 10-digit mobile number the SMS code was verified for.
-- idempotency_key is an HMAC of the normalised form, phone and UTC day: a double submit stores one row.

CREATE TABLE customer_contact_forms (
  id                bigserial PRIMARY KEY,
  idempotency_key   text NOT NULL,
  name              text NOT NULL,
  surname           text NOT NULL,
  email             text NOT NULL,
  gsm_no            text NOT NULL CHECK (gsm_no ~ '^5[0-9]{9}$'),
  request_type_id   integer NOT NULL,
  request_type_name text NOT NULL,
  subject_id        integer NOT NULL,
  subject_name      text NOT NULL,
  message           text NOT NULL,
  application_name  text NOT NULL,
  ip_address        inet NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_contact_forms_idempotency ON customer_contact_forms (idempotency_key);
CREATE INDEX customer_contact_forms_created ON customer_contact_forms (created_at DESC);

CREATE TABLE customer_contact_form_consents (
  id              bigserial PRIMARY KEY,
  contact_form_id bigint NOT NULL REFERENCES customer_contact_forms (id) ON DELETE CASCADE,
  contract_ids    integer[] NOT NULL,
  is_etk          boolean NOT NULL,
  is_kvkk         boolean NOT NULL CHECK (is_kvkk),
  channel         text NOT NULL CHECK (channel = 'Web'),
  ip_address      inet NOT NULL,
  consented_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_contact_form_consents_form ON customer_contact_form_consents (contact_form_id);

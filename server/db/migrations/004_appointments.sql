-- Appointments at the branches (spec §2.5, §4.1 set A), looked up by phone and plate after an SMS
-- code. The phone is stored as the 10-digit mobile number, the plate normalised (no spaces, upper).

CREATE TABLE appointments (
  id         bigserial PRIMARY KEY,
  phone      text NOT NULL CHECK (phone ~ '^5[0-9]{9}$'),
  plate      text NOT NULL CHECK (plate ~ '^[0-9]{2}[A-Z]{1,3}[0-9]{2,5}$'),
  branch_id  integer NOT NULL REFERENCES branches (id),
  starts_at  timestamptz NOT NULL,
  -- Set A: 1 Taslak, 2 Onaylandi, 3 RandevuyaCevrilemedi, 4 MusteriRandevuyaGeldi, 5 Iptal, 6 RandevuyaBekleniyor
  status     smallint NOT NULL CHECK (status BETWEEN 1 AND 6),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointments_phone_plate ON appointments (phone, plate, starts_at DESC);

-- Favourite vehicles (issue 17, spec §3 "Favourite vehicle", §4.12, §7 favoriteVehicle, decision 037):
-- one row per (customer, vehicle). The session decides the customer; adding twice keeps one row
-- (the primary key), deleting an absent one changes nothing. A vehicle that leaves the inventory
-- takes its favourites with it; so does a deleted customer.
CREATE TABLE favourite_vehicles (
  customer_id  bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  vehicle_id   integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, vehicle_id)
);
-- "Who favoured this vehicle" (ops, a price-drop notice later) without a scan.
CREATE INDEX favourite_vehicles_vehicle ON favourite_vehicles (vehicle_id);

-- iot-benchrunner: run once by the timescale/timescaledb image when it initialises an empty data directory,
-- inside the database named by POSTGRES_DB (DB_NAME of the benchmark, default test).
--
-- The harness itself creates the wide hypertable named DB_NAME on its first write run, and drops it before
-- each write scenario; it only needs the database and the extension to exist.
CREATE EXTENSION IF NOT EXISTS timescaledb;

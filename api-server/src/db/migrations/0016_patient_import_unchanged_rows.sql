-- The dry run of a patient import looks each row up once: as it moves the row into staging it notes
-- whether a patient of the row's MRN exists (`existed`, migration 0015) and whether the import would
-- leave that patient as it is (`unchanged`). The forecast is counted from those two.

ALTER TABLE patient_import_rows ADD COLUMN unchanged boolean NOT NULL DEFAULT false;

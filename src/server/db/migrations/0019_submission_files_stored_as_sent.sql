-- Uploaded files are stored as sent, never compressed by TOAST (docs/decisions/157-upload-policy.md): PDFs,
-- JPEGs, PNGs and DOCX files are compressed already, so PostgreSQL's pglz pass over each 5 MB value only
-- costs time (measured on PGlite: 150–230 ms per 5 MB insert with it, 30–130 ms without) while the
-- database is held for the write.
ALTER TABLE "submission_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;

-- Issue 24: a complainant's e-mails speak the language they filed in (or their account's choice).
ALTER TABLE "grievance" ADD COLUMN "locale" varchar(8);

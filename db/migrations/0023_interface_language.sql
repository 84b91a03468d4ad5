-- Issue 24 item 1: the interface language the member chose, kept with the account so that it follows
-- them to another browser (sign-in puts it back into the NEXT_LOCALE cookie).
ALTER TABLE "users" ADD COLUMN "locale" varchar(8);

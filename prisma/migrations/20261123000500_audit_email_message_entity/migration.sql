-- Email actions are recorded under the audit entity name "email-message" (contracts' AUDIT_ENTITIES);
-- entries written before under "email_message" are renamed so the audit page has words for them.
UPDATE "audit_log" SET "entity" = 'email-message' WHERE "entity" = 'email_message';

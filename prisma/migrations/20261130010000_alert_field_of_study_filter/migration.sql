-- An alert's fields of study are its own list (alert_preferences."fieldsOfStudy"): the scholarships'
-- list filter of the same name is no longer one of an alert's filters (contracts' alertFiltersOf).
-- A value saved there joins the list, and the filter goes.
UPDATE "alert_preferences"
SET "fieldsOfStudy" = CASE
      WHEN "filters" -> 'scholarships' ->> 'fieldOfStudy' = ANY ("fieldsOfStudy") THEN "fieldsOfStudy"
      ELSE array_append("fieldsOfStudy", "filters" -> 'scholarships' ->> 'fieldOfStudy')
    END,
    "filters" = CASE
      WHEN ("filters" -> 'scholarships') - 'fieldOfStudy' = '{}'::jsonb THEN "filters" - 'scholarships'
      ELSE "filters" #- '{scholarships,fieldOfStudy}'
    END
WHERE "filters" -> 'scholarships' ? 'fieldOfStudy'

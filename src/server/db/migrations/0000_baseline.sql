-- Baseline of the schema history. Tables arrive with the features that own their rules.
SELECT 1;

-- Content in three languages: the original's language and the versions of its texts.
ALTER TABLE "scholarships" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "internships" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "training" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "jobs" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "blogs" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "testimonials" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "team_members" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "resources" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- A fan-out's rows share one id (one per recipient): the key becomes (id, user_id).
-- "notifications_pkey" is PostgreSQL's name for the key 0000_init created inline.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_id_user_id_pk" PRIMARY KEY("id","user_id");

CREATE TABLE "image_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"group_name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumb_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_size" integer NOT NULL,
	"ext" varchar(5) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "image_groups_merchant_idx" ON "image_groups" USING btree ("merchant_id","type");--> statement-breakpoint
CREATE INDEX "images_list_idx" ON "images" USING btree ("merchant_id","type","id");--> statement-breakpoint
CREATE INDEX "images_group_idx" ON "images" USING btree ("merchant_id","type","group_id","id");--> statement-breakpoint
CREATE INDEX "uploads_merchant_idx" ON "uploads" USING btree ("merchant_id","id");
CREATE TABLE "import_progress" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"last_row" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"resumes" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_rejections" (
	"task_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "import_rejections_task_id_row_no_pk" PRIMARY KEY("task_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "import_progress" ADD CONSTRAINT "import_progress_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rejections" ADD CONSTRAINT "import_rejections_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;
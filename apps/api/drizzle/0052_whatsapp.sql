CREATE TABLE "whatsapp_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"wa_id" varchar(20) NOT NULL,
	"customer_id" integer,
	"profile_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"wamid" varchar(200) NOT NULL,
	"resale_id" integer NOT NULL,
	"conversation_id" integer,
	"direction" varchar(3) NOT NULL,
	"wa_id" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"body" text,
	"content" jsonb,
	"profile_name" varchar(200),
	"sent_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_direction" CHECK ("whatsapp_messages"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_settings" (
	"resale_id" integer PRIMARY KEY NOT NULL,
	"phone_number_id" varchar(40) NOT NULL,
	"business_account_id" varchar(40) NOT NULL,
	"access_token_enc" text,
	"app_secret_enc" text,
	"verify_token" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_statuses" (
	"wamid" varchar(200) NOT NULL,
	"status" varchar(20) NOT NULL,
	"resale_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"errors" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_statuses_wamid_status_pk" PRIMARY KEY("wamid","status"),
	CONSTRAINT "whatsapp_statuses_status" CHECK ("whatsapp_statuses"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_conversation_id_whatsapp_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."whatsapp_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_statuses" ADD CONSTRAINT "whatsapp_statuses_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_conversations_resale_wa_unique" ON "whatsapp_conversations" USING btree ("resale_id","wa_id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_customer_idx" ON "whatsapp_conversations" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_unique" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_conversation_idx" ON "whatsapp_messages" USING btree ("conversation_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_unprocessed_idx" ON "whatsapp_messages" USING btree ("id") WHERE "whatsapp_messages"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_settings_phone_number_unique" ON "whatsapp_settings" USING btree ("phone_number_id");
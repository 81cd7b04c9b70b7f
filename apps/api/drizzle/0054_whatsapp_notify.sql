CREATE TABLE "whatsapp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"conversation_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_state" CHECK ("whatsapp_outbox"."state" in ('pending', 'sent', 'failed')),
	CONSTRAINT "whatsapp_outbox_event" CHECK ("whatsapp_outbox"."event" in ('confirmed', 'in_transit', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"name" varchar(512) NOT NULL,
	"language" varchar(15) NOT NULL,
	"body" text NOT NULL,
	"notify_event" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_notify_event" CHECK ("whatsapp_templates"."notify_event" is null or "whatsapp_templates"."notify_event" in ('confirmed', 'in_transit', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "business_initiated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "notify_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "notify_in_transit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "notify_delivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_conversation_id_whatsapp_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."whatsapp_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_outbox" ADD CONSTRAINT "whatsapp_outbox_message_id_whatsapp_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whatsapp_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_outbox_sale_event_unique" ON "whatsapp_outbox" USING btree ("sale_id","event");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_pending_idx" ON "whatsapp_outbox" USING btree ("next_at") WHERE "whatsapp_outbox"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_unique" ON "whatsapp_templates" USING btree ("resale_id","name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_notify_unique" ON "whatsapp_templates" USING btree ("resale_id","notify_event") WHERE "whatsapp_templates"."notify_event" is not null;
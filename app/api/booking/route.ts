import { after } from "next/server";
import { bookingHandler } from "@/lib/booking/handler";
import { apiRoute } from "@/lib/core/http/api-route";

export const dynamic = "force-dynamic";

/** A booking of the free assessment (lib/booking/handler.ts); its confirmation request goes out after the answer. */
export const POST = apiRoute(bookingHandler((task) => after(task)));

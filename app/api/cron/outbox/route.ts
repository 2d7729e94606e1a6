import { GET as runDeliveries } from "@/app/api/cron/deliveries/route";
import { apiRoute } from "@/lib/core/http/api-route";

// The deliveries run's former address, kept for schedulers still set up to call it.
export const GET = apiRoute((request: Request) => runDeliveries(request));

// Route options are read from this file itself, so they are repeated rather than re-exported.
export const dynamic = "force-dynamic";
export const maxDuration = 30;

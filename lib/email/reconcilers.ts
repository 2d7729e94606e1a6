/**
 * Every kind of record that sends e-mail registers a reconciler when its module loads; importing
 * this module (the retry script and the cron route do) loads them all, so a record whose outbox
 * row is missing gets its message on the next run.
 */
import "@/lib/contact/submit";
import "@/lib/newsletter/subscribers";
import "@/lib/checklist/submit";
import "@/lib/newsletter/send";

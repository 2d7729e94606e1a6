/** The staff session cookie's name (a module of its own, so tests can name it without loading the session code). */
export const SESSION_COOKIE = "tdi_staff";

/**
 * Performance marks the real-user measurement sets once it has decided: the page is observed, or
 * it is not measured (staff and token pages). Browser tests wait for one of them instead of
 * waiting a while. Apart from the reporter so the layout's loader can set one without loading it.
 */
export const VITALS_STARTED_MARK = "web-vitals-reporting";
export const VITALS_UNMEASURED_MARK = "web-vitals-unmeasured";

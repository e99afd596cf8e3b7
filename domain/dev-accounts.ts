/** Seeded accounts that the development login (ENVIRONMENT=development only) signs in as. */
export const DEV_BROKER_EMAIL = "broker@practiceline.dev";
export const DEV_AGENT_EMAIL = "alex.chen@practiceline.dev";

/** Domain of the brand-new users the development login makes on request (`new-<8 hex>@…`). */
export const DEV_NEW_USER_DOMAIN = "dev.practiceline.dev";

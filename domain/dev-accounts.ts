/** Seeded accounts that the development login (ENVIRONMENT=development only) signs in as. */
export const DEV_BROKER_EMAIL = "broker@practiceline.dev";
export const DEV_AGENT_EMAIL = "alex.chen@practiceline.dev";

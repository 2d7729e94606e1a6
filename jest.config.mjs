import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and component tests. Browser-to-server tests live in tests/e2e (Playwright). */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: [
    "/node_modules/",
    "<rootDir>/tests/e2e/",
    "<rootDir>/tests/integration/",
    "<rootDir>/tests/build/",
    "<rootDir>/tests/fixtures/",
    "<rootDir>/.next",
  ],
};

export default createJestConfig(config);

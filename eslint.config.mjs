import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "lib/generated/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    // Internal links prefetch on intent, not on sight (components/ui/link.tsx, docs/decisions/0015).
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use Link from @/components/ui/link (prefetches on intent)." }] },
      ],
    },
  },
  { files: ["components/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
];

export default config;

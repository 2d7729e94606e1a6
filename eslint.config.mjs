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
    // Internal links are plain anchors that one listener opens and prefetches on intent
    // (components/ui/link.tsx, docs/decisions/0017): Next's Link would make each a client component.
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use Link from @/components/ui/link (a plain anchor; soft navigation is delegated).",
            },
          ],
        },
      ],
    },
  },
];

export default config;

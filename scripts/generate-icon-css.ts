// Writes components/ui/icons.css and components/ui/icon-sprite.svg from components/ui/icon-shapes.ts (see that file).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconCss, iconSprite } from "@/components/ui/icon-shapes";

for (const [file, text] of [
  ["icons.css", iconCss()],
  ["icon-sprite.svg", iconSprite()],
] as const) {
  const target = path.join(process.cwd(), "components", "ui", file);
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

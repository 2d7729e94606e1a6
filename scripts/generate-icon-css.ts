// Writes components/ui/icons.css from components/ui/icon-shapes.ts (see that file).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconCss } from "@/components/ui/icon-shapes";

const target = path.join(process.cwd(), "components", "ui", "icons.css");
writeFileSync(target, iconCss());
console.log(`wrote ${path.relative(process.cwd(), target)}`);

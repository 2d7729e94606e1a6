import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { ICON_SHAPES, iconCss, iconOffset, iconSprite, type IconName } from "@/components/ui/icon-shapes";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { Icon, PhoneIcon } from "@/components/ui/icons";

describe("icons", () => {
  it("components/ui/icons.css and icon-sprite.svg are what scripts/generate-icon-css.ts writes from the shapes", () => {
    const read = (file: string) => readFileSync(path.join(process.cwd(), "components", "ui", file), "utf8");
    expect(read("icons.css")).toBe(iconCss());
    expect(read("icon-sprite.svg")).toBe(iconSprite());
  });

  it("has a rule for every shape, and every icon masks with the one sprite", () => {
    const css = iconCss();
    for (const name of Object.keys(ICON_SHAPES) as IconName[]) expect(css).toContain(`.icon-${name} {`);
    expect(css).not.toContain("url(");
    const mask = readFileSync(path.join(process.cwd(), "components", "ui", "icon.css"), "utf8");
    expect(mask.match(/url\([^)]*\)/g)).toEqual(['url("./icon-sprite.svg")']); // the sprite, nothing per icon
    expect(mask + css).not.toContain("data:");
    // The mask comes first, so the generated size and slices apply to it.
    const globals = readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");
    expect(globals).toContain('@import "../components/ui/icon.css";\n@import "../components/ui/icons.css";');
  });

  it("shows each icon's own shape: its slice of the sprite starts where the shape is drawn", () => {
    const sprite = iconSprite();
    const spriteHeight = Number(/viewBox="0 0 24 (\d+)"/.exec(sprite)![1]);
    const scale = Number(/mask-size: 100% ([\d.]+)%/.exec(iconCss())![1]) / 100;
    expect(scale * 24).toBeCloseTo(spriteHeight, 6); // one 24-unit cell fills the icon's box
    const cells = [...sprite.matchAll(/<g transform="translate\(0 (\d+)\)">(.*?)<\/g>/g)].map(([, top, shape]) => ({
      top: Number(top),
      shape,
    }));
    const names = Object.keys(ICON_SHAPES) as IconName[];
    expect(cells).toHaveLength(names.length);
    const box = 24;
    for (const [i, name] of names.entries()) {
      const { top, shape } = cells[i]!;
      expect(shape).toBe(ICON_SHAPES[name]);
      // A mask-position percentage p puts the image's p-point on the box's p-point.
      const shift = (Number.parseFloat(iconOffset(name)) / 100) * (box - scale * box);
      expect(-shift).toBeCloseTo(top, 2);
    }
    // Neighbouring shapes stay apart by more than a stroke's width when scaled.
    expect(cells[1]!.top - cells[0]!.top - 24).toBeGreaterThanOrEqual(4);
  });

  it("draws a decorative span with the icon's class and the caller's", () => {
    const { container } = render(
      <>
        <Icon name="map-pin" />
        <PhoneIcon className="shrink-0" />
        <FeatureIcon name="emergency" />
      </>,
    );
    const spans = [...container.querySelectorAll("span")];
    expect(spans.map((s) => s.getAttribute("class"))).toEqual([
      "icon icon-map-pin",
      "icon icon-phone shrink-0",
      "icon icon-clock",
    ]);
    for (const s of spans) expect(s.getAttribute("aria-hidden")).toBe("true");
  });
});

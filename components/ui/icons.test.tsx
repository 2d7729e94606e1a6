import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { ICON_SHAPES, iconCss, svgDataUrl, type IconName } from "@/components/ui/icon-shapes";
import { FeatureIcon } from "@/components/ui/feature-icon";
import { Icon, PhoneIcon } from "@/components/ui/icons";

describe("icons", () => {
  it("components/ui/icons.css is what scripts/generate-icon-css.ts writes from the shapes", () => {
    const committed = readFileSync(path.join(process.cwd(), "components", "ui", "icons.css"), "utf8");
    expect(committed).toBe(iconCss());
  });

  it("has a mask rule for every shape", () => {
    const css = iconCss();
    for (const name of Object.keys(ICON_SHAPES) as IconName[]) expect(css).toContain(`.icon-${name} {`);
  });

  it("escapes what would end the url() or the data early", () => {
    const url = svgDataUrl(`<svg a="1"><path d="M0 0"/>#%{}</svg>`);
    expect(url).toBe(`url("data:image/svg+xml,%3Csvg a='1'%3E%3Cpath d='M0 0'/%3E%23%25%7B%7D%3C/svg%3E")`);
    expect(url.slice(5, -2)).not.toMatch(/["<>#]/);
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

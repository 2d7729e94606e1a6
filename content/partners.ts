export interface Partner {
  name: string;
  category: "hardware" | "software" | "backup" | "security" | "cloud";
  /** Brand-like hex colour, used as text on white; must reach at least 4.5:1 contrast against #ffffff. */
  color: string;
  /** 1–3 letters shown in the logo badge. */
  monogram: string;
}

export const PARTNERS: readonly Partner[] = [
  { name: "Dell Technologies", category: "hardware", color: "#007DB8", monogram: "D" },
  { name: "HP", category: "hardware", color: "#0076AB", monogram: "HP" },
  { name: "Microsoft 365", category: "cloud", color: "#0078D4", monogram: "M" },
  { name: "Dentrix", category: "software", color: "#00857C", monogram: "Dx" },
  { name: "Carestream Dental", category: "software", color: "#6A2C91", monogram: "CS" },
  { name: "Dexis", category: "software", color: "#0067B1", monogram: "DX" },
  { name: "Datto", category: "backup", color: "#1279AA", monogram: "Dt" },
  { name: "Fortinet", category: "security", color: "#D42A1E", monogram: "F" },
  { name: "Sophos", category: "security", color: "#0075C9", monogram: "S" },
];

/** How a retention reads in messages: "1 month", "6 months", "2 years". */
export function retentionText(duration: number, unit: string): string {
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`;
}

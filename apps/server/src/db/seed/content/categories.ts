import type { SeedCategory } from "./types.ts";

export const categories: SeedCategory[] = [
  { slug: "anime", name: "Anime", nameZh: "动漫" },
  { slug: "game", name: "Game", nameZh: "游戏" },
  { slug: "romance", name: "Romance", nameZh: "恋爱" },
  { slug: "fantasy", name: "Fantasy", nameZh: "奇幻" },
  { slug: "sci-fi", name: "Sci-Fi", nameZh: "科幻" },
  { slug: "horror", name: "Horror", nameZh: "恐怖" },
  { slug: "historical", name: "Historical", nameZh: "历史" },
  { slug: "adventure", name: "Adventure", nameZh: "冒险" },
  { slug: "helpers", name: "Helpers", nameZh: "助手" },
  { slug: "original", name: "Original", nameZh: "原创" },
  { slug: "comedy", name: "Comedy", nameZh: "喜剧" },
  { slug: "mystery", name: "Mystery", nameZh: "悬疑" },
];

"""A DataLoader whose workers hand 16 MiB batches through /dev/shm (fails in a tiny /dev/shm)."""

import torch
from torch.utils.data import DataLoader, Dataset


class Big(Dataset[torch.Tensor]):
    def __len__(self) -> int:
        return 64

    def __getitem__(self, i: int) -> torch.Tensor:
        return torch.full((4 * 1024 * 1024,), float(i))  # 16 MiB of float32


if __name__ == "__main__":
    total = 0.0
    for batch in DataLoader(Big(), batch_size=1, num_workers=2):
        total += float(batch[0, 0])
    print(f"sum {total}", flush=True)

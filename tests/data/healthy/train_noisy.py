"""A healthy 2-rank gloo job that prints harmless noise that looks like failures."""
import logging, os, sys, traceback, warnings
import torch
import torch.distributed as dist

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("train")
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
warnings.warn("torch.cuda.amp.GradScaler(args...) is deprecated. Please use torch.amp.GradScaler('cuda', args...) instead.", FutureWarning)
try:
    import apex  # noqa: F401
except ImportError:
    log.warning("apex not found, falling back to torch.optim.AdamW: %s", traceback.format_exc().strip())
try:
    open("/nonexistent/cache/tokenizer.json")
except OSError:
    log.warning("Tokenizer cache miss, retrying without cache:\n%s", traceback.format_exc())
model = torch.nn.Linear(8, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(1, 6):
    x = torch.randn(16, 8)
    loss = model(x).pow(2).mean()
    loss.backward()
    for p in model.parameters():
        dist.all_reduce(p.grad)
        p.grad /= world
    opt.step(); opt.zero_grad()
    if rank == 0:
        print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.barrier()
if rank == 0:
    print("Training completed successfully; saved checkpoint to /tmp/ckpt", flush=True)
dist.destroy_process_group()
